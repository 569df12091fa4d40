export declare const v8MemoryFlags: string[];
export declare const oldSpaceLimitMb: number;
