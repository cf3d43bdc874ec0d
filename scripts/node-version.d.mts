export declare function isSupportedNode(version: string): boolean;
export declare const UNSUPPORTED_NODE_MESSAGE: string;
