// moved to core/storage/file-names.ts: the engine's attachments name their files the same way
export * from '../../core/storage/file-names';
