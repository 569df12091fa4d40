/** Types of not-yet-translated.mjs (plain JavaScript so that eslint.config.mjs can import it). */
export declare const notYetTranslated: string[];
export declare const literalsAllowedEverywhere: string[];
