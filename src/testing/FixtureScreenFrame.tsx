import Typography from '@mui/material/Typography';

/** The frame of the registry test's fixture screen (firstViewGate.dom.test.ts). */
export function FixtureScreenFrame() {
  return (
    <Typography component="h1" variant="h4">
      示例屏幕
    </Typography>
  );
}
