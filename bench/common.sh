# Shared by the benchmark scripts: copies of the workbook, solving them, and timing a command.
# Source it after setting `here` (the workbook) and `set -eu`.

TIMEFORMAT=%3R

# copy_workbook <folder>: the workbook's package, lessons and solutions, without its build.
copy_workbook() {
  mkdir -p "$1"
  (cd "$here" && tar cf - Package.swift grade.sh Sources Tests Lessons Solutions) | (cd "$1" && tar xf -)
}

# solve <folder>: the reference solutions in its Lessons/.
solve() {
  for lesson in "$1"/Solutions/*/; do
    cp "$lesson"* "$1/Lessons/$(basename "$lesson")/"
  done
}

# seconds <command…>: how long the command took, whatever it printed or returned.
seconds() { { time ("$@" >/dev/null 2>&1 || true) ; } 2>&1; }

# A one-line edit in lesson 01: a statement inside a function body that changes each time (the common
# edit while fixing a check), or with "declaration" a top-level constant that changes the module's
# interface, so the hidden checks that import it must be compiled again.
edit_lesson() {
  local file=$work/$1/Lessons/01-SingletonProblem/CachingMealService.swift
  local head='func meals(in category: String) async throws -> [Meal] {'
  if [ "${3:-body}" = body ] && ! grep -qF "$head" "$file"; then
    echo "bench: the benchmark edits CachingMealService.meals(in:)" >&2; exit 1
  fi
  # Each kind replaces only its own earlier edit, so a body edit never changes the interface.
  awk -v n="$2" -v kind="${3:-body}" -v head="$head" '
    kind == "body" && /^ *_ = "benchmark edit [0-9]+"$/ { next }
    kind != "body" && /^let benchmarkEdit[0-9]+ = 0$/ { next }
    { print }
    kind == "body" && !done && index($0, head) { print "        _ = \"benchmark edit " n "\""; done = 1 }
    END { if (kind != "body") print "let benchmarkEdit" n " = 0" }
  ' "$file" > "$file.edited" && mv "$file.edited" "$file"
}

# median <seconds…>, ratio <a> <b>: for the reports, to two decimals.
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.2f\n", m }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f\n", a / b }'; }
