/** The JavaScript module a catalogue file (`.po`) compiles to. */
export declare function catalogueModule(file: string): Promise<string>;
