import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order files start in: the browser project's first (each takes tens of seconds), then the
 * rest, each group in vitest's own order (by the last run's durations when it has them, by size
 * on a fresh clone). The short node files then fill the workers' tails, and no long browser file
 * starts last while the other workers stand idle.
 */
export class BrowserFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter((file) => file.project.name === 'browser');
    return [...browser, ...sorted.filter((file) => file.project.name !== 'browser')];
  }
}
