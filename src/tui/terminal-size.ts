// The terminal's size, kept current on resize (tests pass streams without rows: 24 is assumed).
import { useEffect, useState } from 'react';
import { useStdout } from 'ink';
import type { Size } from './layout.js';

export function useTerminalSize(): Size {
  const { stdout } = useStdout();
  const read = (): Size => ({ columns: stdout.columns || 80, rows: stdout.rows || 24 });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const onResize = () => setSize(read());
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return size;
}
