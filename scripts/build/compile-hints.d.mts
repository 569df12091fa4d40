export declare const compileHint: string;
export declare function addCompileHints(build: { distDir: string }): Promise<string[]>;
