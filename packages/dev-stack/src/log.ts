/** Where the stack writes its own lines and its children's (prefixed) output. */
export type Log = (line: string) => void;

export const consoleLog: Log = (line) => console.log(line);
