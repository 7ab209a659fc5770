export declare function electronBinary(): string | null
