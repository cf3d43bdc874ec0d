# Sourced by .ci/run. `step NAME` ends the phase before it and starts the next; when the script exits
# (green, failed, or interrupted) a table says how long each phase took and which one failed, so the
# slow phase of a 15-minute budget is plain from the log alone.

phase_rows=()    # finished phases: "seconds<TAB>result<TAB>name"
phase_details=() # rows of the running phase's side-by-side jobs, listed under it once it ends
phase_name=''
phase_started=0
ci_started=$SECONDS

# Ends the running phase (if any) with the given result.
phase_end() {
  [[ -n $phase_name ]] || return 0
  phase_rows+=("$((SECONDS - phase_started))"$'\t'"$1"$'\t'"$phase_name" "${phase_details[@]}")
  phase_details=()
  phase_name=''
}

step() {
  phase_end ok
  phase_name=$*
  phase_started=$SECONDS
  printf '\n=== %s ===\n' "$*"
}

# A part of the running phase that ran beside others (see side-by-side.sh): seconds, result, name.
phase_detail() {
  phase_details+=("$1"$'\t'"$2"$'\t'"  - $3")
}

phases_summary() {
  local status=$? row seconds result name
  if ((status == 0)); then phase_end ok; else phase_end "FAILED (exit $status)"; fi
  printf '\n=== phase times ===\n'
  for row in "${phase_rows[@]}"; do
    IFS=$'\t' read -r seconds result name <<<"$row"
    printf '%6ss  %-16s  %s\n' "$seconds" "$result" "$name"
  done
  printf '%6ss  %-16s  total\n' "$((SECONDS - ci_started))" "$( ((status == 0)) && echo ok || echo "FAILED (exit $status)")"
}
trap phases_summary EXIT
