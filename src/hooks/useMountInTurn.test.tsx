import { StrictMode, useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMountInTurn } from './useMountInTurn';

/** Records what each commit showed: a commit that brought two parts at once would show a gap. */
function Parts({ count, commits }: { count: number; commits: number[] }) {
  const mounted = useMountInTurn(count);
  useEffect(() => {
    commits.push(mounted);
  }, [mounted, commits]);
  return <p>{`${mounted} / ${count}`}</p>;
}

describe('useMountInTurn', () => {
  it('shows the first part at once, then one more per commit, until all are there', async () => {
    const commits: number[] = [];
    render(<Parts count={5} commits={commits} />);
    expect(await screen.findByText('5 / 5')).toBeInTheDocument();
    expect(commits).toEqual([1, 2, 3, 4, 5]);
  });

  it('skips no part under StrictMode, whose effects run twice', async () => {
    const commits: number[] = [];
    render(
      <StrictMode>
        <Parts count={3} commits={commits} />
      </StrictMode>,
    );
    expect(await screen.findByText('3 / 3')).toBeInTheDocument();
    expect([...new Set(commits)]).toEqual([1, 2, 3]);
  });

  it('shows nothing for no parts and stays there', async () => {
    const commits: number[] = [];
    render(<Parts count={0} commits={commits} />);
    expect(await screen.findByText('0 / 0')).toBeInTheDocument();
    expect(commits).toEqual([0]);
  });
});
