// Whether the terminal commands write ANSI colour: only when asked (no --no-color), to a terminal
// (never into a pipe or a file), and when NO_COLOR is unset or empty (https://no-color.org).
export function useColour(wanted: boolean, stream: { isTTY?: boolean } = process.stdout, env: NodeJS.ProcessEnv = process.env): boolean {
  return wanted && stream.isTTY === true && !env.NO_COLOR;
}
