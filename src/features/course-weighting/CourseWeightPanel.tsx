import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { saveCourseWeight } from '@/features/course-weighting/courseWeightApi';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { useCourseWeight } from '@/features/course-weighting/useCourseWeight';
import { useFormDraft } from '@/hooks/useFormDraft';
import { useSession } from '@/hooks/useSession';
import { currentSessionEpoch } from '@/lib/session/session';
import { isHttpError } from '@/lib/http/httpError';
import { toast } from '@/lib/toast/toast';
import { setCourseWeightInfo } from '@/stores/userStore';
import type { CourseWeightInfo } from '@/types/user';
import {
  isWeightDraftList,
  validateCourseWeights,
  type WeightDraft,
} from '@/features/course-weighting/courseWeightRules';

const sameInputs = (a: readonly WeightDraft[], b: readonly WeightDraft[]) =>
  a.length === b.length &&
  a.every((d, i) => d.courseId === b[i]?.courseId && d.input === b[i]?.input);

function WeightForm({ info, userId }: { info: CourseWeightInfo; userId: string | number }) {
  const savedInputs = info.items.map((item) => ({
    courseId: item.courseId,
    courseName: item.courseName,
    input: String(item.weight),
  }));
  const kept = useFormDraft<WeightDraft[]>({
    form: 'courseWeight',
    userId,
    saved: savedInputs,
    // A draft typed for other courses than the ones saved now no longer fits.
    isValue: (value): value is WeightDraft[] =>
      isWeightDraftList(value) &&
      value.length === savedInputs.length &&
      value.every((d, i) => d.courseId === savedInputs[i]?.courseId),
    isSame: sameInputs,
  });
  // A restored draft brings only what was typed: the names are the API's as it answers now
  // (a course renamed meanwhile shows, and is saved, under its new name).
  const drafts = kept.value.map((d, i) => ({
    ...d,
    courseName: savedInputs[i]?.courseName ?? d.courseName,
  }));
  // A restored draft shows its errors at once: the teacher left it mid-edit.
  const [touched, setTouched] = useState<ReadonlySet<string>>(
    () => new Set(kept.restored ? kept.value.map((d) => d.courseId) : []),
  );
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const validation = validateCourseWeights(drafts);
  const showError = (courseId: string) =>
    submitted || touched.has(courseId) ? validation.itemErrors[courseId] : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setServerError(null);
    if (!validation.valid) return;
    setSaving(true);
    const epoch = currentSessionEpoch();
    try {
      const saved = await saveCourseWeight(
        drafts.map((d) => ({
          courseId: d.courseId,
          courseName: d.courseName,
          weight: Number(d.input.trim()),
        })),
      );
      // The session ended (or changed user) while the answer was on its way: nothing is written.
      if (!setCourseWeightInfo(saved, epoch)) return;
      kept.forget();
      toast.success('课程权重已保存');
    } catch (error) {
      // Network and HTTP errors were toasted by the client; a refusal in the envelope was not.
      if (isHttpError(error) && (error.kind === 'api-code' || error.kind === 'api-errors'))
        setServerError(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate aria-label="课程权重" onSubmit={(event) => void submit(event)}>
      {kept.restored && (
        <Alert
          severity="info"
          role="status"
          sx={{ mb: 2, maxWidth: 480 }}
          action={
            <Button color="inherit" size="small" onClick={kept.discard}>
              放弃修改
            </Button>
          }
        >
          已恢复未保存的修改
        </Alert>
      )}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        为每门课程填写 0 到 100 之间的整数百分比，所有课程之和必须为 100%。
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {drafts.map((draft, index) => (
          <TextField
            key={draft.courseId}
            label={draft.courseName}
            value={draft.input}
            size="small"
            onChange={(event) => {
              const input = event.target.value;
              kept.change(drafts.map((d, i) => (i === index ? { ...d, input } : d)));
              setTouched((prev) => new Set(prev).add(draft.courseId));
            }}
            error={Boolean(showError(draft.courseId))}
            helperText={showError(draft.courseId)}
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
        ))}
      </Stack>
      <Typography
        sx={{ mt: 2 }}
        data-testid="weight-total"
        color={validation.totalError ? 'error' : 'text.primary'}
        role={validation.totalError ? 'alert' : undefined}
      >
        {validation.totalError ??
          (validation.total === null ? '合计：—' : `合计：${validation.total}%`)}
      </Typography>
      {serverError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          保存失败：{serverError}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        // Never `disabled`: a disabled button loses the keyboard focus, and after a failed save
        // the teacher is still on it (docs/accessibility.md). Saving twice is refused in `submit`.
        aria-disabled={saving || (submitted && !validation.valid)}
        sx={{
          mt: 2,
          // Looks unavailable, as `disabled` would, while staying focusable.
          '&[aria-disabled="true"]': {
            bgcolor: 'action.disabledBackground',
            color: 'action.disabled',
            boxShadow: 'none',
            cursor: 'default',
          },
        }}
      >
        {saving ? '正在保存…' : '保存'}
      </Button>
    </Box>
  );
}

/** 课程权重: loaded from `META_COURSE_WEIGHT__` or the API, edited, checked, saved. */
export function CourseWeightPanel() {
  const weight = useCourseWeight();
  const { user } = useSession();
  return (
    <DataView
      state={weight}
      loadingLabel="正在加载课程权重"
      isEmpty={(d) => d.items.length === 0}
      empty={<EmptyView title="还没有可以设置权重的课程" />}
    >
      {(d) =>
        user ? (
          // A new form only for other courses: a save of these keeps the form, and the focus
          // on 保存 with it (docs/accessibility.md).
          <WeightForm
            key={d.items.map((item) => item.courseId).join('|')}
            info={d}
            userId={user.userId}
          />
        ) : null
      }
    </DataView>
  );
}
