// What one file-check worker may hold. Read by the site's pool (lib/forms/fileContent.ts) and by
// bench:uploads, so the benchmark judges real files within the bound the site gives them.

/**
 * Old-generation heap of one worker. Small, so a flood of hostile files swells the server by little;
 * enough for what the checks' own bounds let through (a 12 MP photo, a PDF of 19,000 objects, a 5 MB
 * sheet read a row at a time): hostile.test.ts and bench:uploads judge those within it.
 */
export const FILE_CHECK_HEAP_MB = 32;

export const FILE_CHECK_RESOURCE_LIMITS = { maxOldGenerationSizeMb: FILE_CHECK_HEAP_MB, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 };
