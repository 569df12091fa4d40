export declare const browserCandidates: (string | undefined)[];
export declare function systemBrowser(): string | undefined;
