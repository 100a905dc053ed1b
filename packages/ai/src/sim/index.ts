// Simulated games in bulk: jobs, the worker pool, summaries and reports.
export { runJob, runModuleJob, type FightJob, type FightRecord, type ModelRecord } from './job.ts';
export { loadRulesetModule, type RulesetModule } from './module.ts';
export { openPool, POOL_NODE_FLAGS, runJobs, youngGenerationMb, type PoolOptions, type SimPool } from './pool.ts';
export { summarize, wilson, difference, type Summary, type Interval, type TypeFigures } from './stats.ts';
export { textReport, jsonReport, csvReport, type SimReport, type Arm } from './report.ts';
export { htmlReport } from './report-html.ts';
export { campaignReport, runCampaignJob, runCampaignJobs, summarizeCampaigns, type CampaignJob, type CampaignRecord, type CampaignSummary } from './campaigns.ts';
