import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { saveCourseWeight } from '@/features/course-weighting/courseWeightApi';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { useCourseWeight } from '@/features/course-weighting/useCourseWeight';
import { useFormDraft } from '@/hooks/useFormDraft';
import { useSession } from '@/hooks/useSession';
import { discardDraft } from '@/lib/drafts/formDrafts';
import { isHttpError } from '@/lib/http/httpError';
import { roleOf } from '@/lib/session/role';
import { currentSessionEpoch } from '@/lib/session/session';
import { toast } from '@/lib/toast/toast';
import { setCourseWeightInfo } from '@/stores/userStore';
import { GRADE_PARTS, type CourseWeightInfo } from '@/types/user';
import {
  compositionOf,
  draftsOf,
  fitsCourses,
  restoreDraft,
  sameInputs,
  validateComposition,
  type CompositionDraft,
  type CourseValidation,
} from '@/features/course-weighting/courseWeightRules';

/** The one sentence on what the shares are for (design §7 "课程权重 is grade composition"). */
const PURPOSE = '各部分在总评成绩中所占的比例：平时、作业、期中、期末，每门课程合计 100%。';

/** Four parts side by side on a laptop, two by two on a phone. */
const PARTS_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
  gap: 2,
} as const;

const COURSE_BOX = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  p: 2,
  m: 0,
  minWidth: 0,
} as const;

function CourseFields({
  draft,
  check,
  onChange,
}: {
  draft: CompositionDraft;
  check: CourseValidation;
  onChange: (part: (typeof GRADE_PARTS)[number], input: string) => void;
}) {
  const legendId = useId();
  return (
    <Box component="fieldset" sx={COURSE_BOX}>
      <Typography component="legend" id={legendId} sx={{ fontWeight: 600, px: 0.5 }}>
        {draft.courseName}
      </Typography>
      <Box sx={{ ...PARTS_GRID, mt: 1 }}>
        {GRADE_PARTS.map((part) => {
          const id = `${legendId}-${part}`;
          const error = check.partErrors[part];
          return (
            <TextField
              key={part}
              id={id}
              label={part}
              value={draft.inputs[part]}
              size="small"
              onChange={(event) => onChange(part, event.target.value)}
              error={Boolean(error)}
              helperText={error}
              slotProps={{
                // "高等数学 A（上） 平时": every field's name says its course.
                htmlInput: { inputMode: 'numeric', 'aria-labelledby': `${legendId} ${id}-label` },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
          );
        })}
      </Box>
      <Typography
        sx={{ mt: 1 }}
        variant="body2"
        data-testid={`weight-total-${draft.courseId}`}
        color={check.totalError ? 'error' : 'text.secondary'}
        aria-live="polite"
      >
        {check.totalError ?? (check.total === null ? '合计：待计算' : `合计：${check.total}%`)}
      </Typography>
    </Box>
  );
}

function CompositionForm({ info, userId }: { info: CourseWeightInfo; userId: string | number }) {
  const saved = draftsOf(info.courses);
  const kept = useFormDraft<CompositionDraft[]>({
    form: 'courseWeight',
    userId,
    saved,
    // A draft typed for other courses than the ones saved now no longer fits.
    isValue: (value): value is CompositionDraft[] => fitsCourses(value, saved),
    isSame: sameInputs,
  });
  // A restored draft brings only what was typed: the names are the API's as it answers now.
  const drafts = restoreDraft(saved, kept.value);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const validation = validateComposition(drafts);
  const hintId = useId();
  const blocked = !validation.valid;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || blocked) return;
    setServerError(null);
    setSaving(true);
    const epoch = currentSessionEpoch();
    try {
      const answer = await saveCourseWeight(compositionOf(drafts));
      // The session ended (or changed user) while the answer was on its way: nothing is written.
      if (!setCourseWeightInfo(answer, epoch)) return;
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
          sx={{ mb: 2, maxWidth: 640 }}
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
        {PURPOSE}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        {drafts.map((draft, index) => (
          <CourseFields
            key={draft.courseId}
            draft={draft}
            check={
              validation.courses[draft.courseId] ?? {
                partErrors: {},
                total: null,
                totalError: null,
              }
            }
            onChange={(part, input) =>
              kept.change(
                drafts.map((d, i) =>
                  i === index ? { ...d, inputs: { ...d.inputs, [part]: input } } : d,
                ),
              )
            }
          />
        ))}
      </Box>
      {serverError && (
        <Alert severity="error" sx={{ mt: 2, maxWidth: 640 }}>
          保存失败：{serverError}
        </Alert>
      )}
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          type="submit"
          variant="contained"
          // Never `disabled`: a disabled button loses the keyboard focus, and after a failed save
          // the teacher is still on it (docs/accessibility.md). Saving twice is refused in `submit`.
          aria-disabled={saving || blocked}
          aria-describedby={blocked ? hintId : undefined}
          sx={{
            minHeight: 44,
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
        {blocked && (
          <Typography id={hintId} color="error" variant="body2" data-testid="weight-save-hint">
            {`有 ${validation.errorCount} 处需要改正，改正后才能保存`}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** What a learner sees: each course's composition as text, nothing to change. */
function CompositionList({ info, userId }: { info: CourseWeightInfo; userId: string | number }) {
  // A learner has no draft of this form; one left on this tab by someone else goes, unread
  // (docs/session.md "Drafts"), as the teacher's form would remove it.
  useEffect(() => discardDraft('courseWeight', userId), [userId]);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {PURPOSE}由任课教师设置。
      </Typography>
      <Box
        component="ul"
        aria-label="各课程成绩构成"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, maxWidth: 640 }}
      >
        {info.courses.map((course) => (
          <Box component="li" key={course.courseId} sx={COURSE_BOX}>
            <Typography sx={{ fontWeight: 600 }}>{course.courseName}</Typography>
            <Box component="dl" sx={{ ...PARTS_GRID, gap: 1, m: 0, mt: 1 }}>
              {GRADE_PARTS.map((part) => (
                <div key={part} data-testid={`composition-${course.courseId}-${part}`}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {part}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {course.parts[part]}%
                  </Typography>
                </div>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}

/**
 * 课程权重: each course's grade composition (平时 / 作业 / 期中 / 期末), from
 * `META_COURSE_WEIGHT__` or the API. A teacher edits and saves it; a learner reads it.
 */
export function CourseWeightPanel() {
  const weight = useCourseWeight();
  const { user, userType } = useSession();
  const teaches = roleOf(userType) === 'teacher';
  return (
    <DataView
      state={weight}
      loadingLabel="正在加载课程权重"
      isEmpty={(d) => d.courses.length === 0}
      empty={<EmptyView title="还没有设置成绩构成的课程" />}
    >
      {(d) =>
        !user ? null : teaches ? (
          // A new form only for other courses: a save of these keeps the form, and the focus
          // on 保存 with it (docs/accessibility.md).
          <CompositionForm
            key={d.courses.map((c) => c.courseId).join('|')}
            info={d}
            userId={user.userId}
          />
        ) : (
          <CompositionList info={d} userId={user.userId} />
        )
      }
    </DataView>
  );
}
