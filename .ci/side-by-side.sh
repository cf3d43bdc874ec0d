# Sourced by .ci/run after phases.sh.
# side_by_side LABEL COMMAND [LABEL COMMAND]... runs the commands at once, each in its own
# `bash -euo pipefail -c` with its output in its own file, then prints each output whole under its
# label (so two test runs never interleave their lines) and fails when any of them failed.
# Worth it where the jobs leave a core idle on their own: single-threaded checks, or a test run whose
# time is spent waiting on PostgreSQL beside one spent in PGlite.

side_by_side() {
  local dir labels=() pids=() i status failed=0 seconds
  dir=$(mktemp -d)
  while (($# >= 2)); do
    i=${#labels[@]}
    labels+=("$1")
    (
      started=$SECONDS
      status=0
      bash -euo pipefail -c "$2" >"$dir/$i.log" 2>&1 || status=$?
      echo "$((SECONDS - started))" >"$dir/$i.seconds"
      exit "$status"
    ) &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    status=0
    wait "${pids[$i]}" || status=$?
    seconds=$(cat "$dir/$i.seconds" 2>/dev/null || echo '?')
    printf '\n--- %s (%ss, %s) ---\n' "${labels[$i]}" "$seconds" "$( ((status == 0)) && echo passed || echo "FAILED, exit $status")"
    cat "$dir/$i.log"
    if ((status == 0)); then
      phase_detail "$seconds" ok "${labels[$i]}"
    else
      phase_detail "$seconds" "FAILED (exit $status)" "${labels[$i]}"
      failed=1
    fi
  done
  rm -rf "$dir"
  return "$failed"
}
