export declare function hasIncludes(html: string): boolean;
export declare function applyIncludes(html: string, read: (path: string) => string | null): string;
