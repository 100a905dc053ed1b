export { loadScenario, parseScenario, ScenarioError, type Scenario, type ScenarioAnswer, type ScenarioProblem } from './load.ts';
export { runScenario, matches, contentFor, type ScenarioResult } from './run.ts';
