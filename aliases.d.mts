export declare const reactAliases: Record<string, string>;
