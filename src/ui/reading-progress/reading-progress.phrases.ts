/** Every phrase the reading progress bar looks up (constants only, for the islands' declarations). */
export const READING_PROGRESS_PHRASES = ['ReadingProgress', 'NowReading'] as const;
