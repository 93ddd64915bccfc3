import LinearProgress from '@mui/material/LinearProgress';

/** The thin bar shown while a screen's code or data loads. */
export function RouteProgress() {
  return (
    <LinearProgress
      aria-label="页面加载中"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1300, height: 3 }}
    />
  );
}
