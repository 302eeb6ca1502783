#!/usr/bin/env bash
# Grades the lessons in Lessons/ against their hidden checks.
# This script only checks the toolchain and builds the grader (which depends on no lesson, so a broken
# lesson can never stop it); the grader does the rest. Run ./grade.sh --help for the options.
set -u

cd "$(dirname "$0")" || exit 2

needed_major=6
needed_minor=2

# German when asked for (--lang de, or WORKBOOK_LANG=de once for every run) or when the locale is German,
# as the grader decides; POSIX order.
german=false
case "${LC_ALL:-${LC_MESSAGES:-${LANG:-}}}" in de*|DE*) german=true ;; esac
case "${WORKBOOK_LANG:-}" in de|DE) german=true ;; en|EN) german=false ;; esac
previous=
for argument in "$@"; do
  if [ "$previous" = "--lang" ]; then
    case "$argument" in de|DE) german=true ;; *) german=false ;; esac
  fi
  previous=$argument
done

# say "English" "Deutsch": one line on standard error, in the learner's language.
say() {
  if [ "$german" = true ]; then echo "$2" >&2; else echo "$1" >&2; fi
}

if ! command -v swift >/dev/null 2>&1; then
  say "grade.sh: Swift was not found. Install Swift $needed_major.$needed_minor or newer (https://swift.org/install," \
      "grade.sh: Swift wurde nicht gefunden. Installiere Swift $needed_major.$needed_minor oder neuer (https://swift.org/install"
  say "          or Xcode 26 on a Mac) and make sure 'swift' is on your PATH." \
      "          oder Xcode 26 auf dem Mac) und sorge dafür, dass 'swift' im PATH liegt."
  exit 2
fi

# `swift --version` costs a quarter of a second, so a toolchain that passed is remembered until it changes.
swift_path=$(command -v swift)
toolchain=$swift_path
# On a Mac, /usr/bin/swift is Xcode's shim: `xcode-select -s` and DEVELOPER_DIR choose the toolchain behind
# it without touching the shim, so they are part of what was checked.
if [ "$(uname -s 2>/dev/null)" = Darwin ]; then
  toolchain="$swift_path ${DEVELOPER_DIR:-} $(xcode-select -p 2>/dev/null)"
fi
checked=.build/grader/toolchain-ok
if [ ! -f "$checked" ] || [ "$(cat "$checked")" != "$toolchain" ] || [ "$swift_path" -nt "$checked" ]; then
  version_line=$(swift --version 2>&1 | grep -E -o 'Swift version [0-9]+\.[0-9]+' | head -n 1)
  version=${version_line#Swift version }
  major=${version%%.*}
  minor=${version#*.}
  if [ -z "$version" ] || [ "$major" -lt "$needed_major" ] ||
     { [ "$major" -eq "$needed_major" ] && [ "$minor" -lt "$needed_minor" ]; }; then
    say "grade.sh: this workbook needs Swift $needed_major.$needed_minor or newer; 'swift --version' says: ${version:-unknown}." \
        "grade.sh: Dieses Workbook braucht Swift $needed_major.$needed_minor oder neuer; 'swift --version' sagt: ${version:-unbekannt}."
    exit 2
  fi
  mkdir -p .build/grader && echo "$toolchain" > "$checked"
fi

grader=.build/debug/grader
# The checksum of the grader this script built: a binary that differs from it (replaced by code that
# ran during grading, say) is never run, but built again from the sources.
stamp=.build/grader/grader.cksum
# Rebuild the grader only when its sources changed or it is not the one built here: a no-op
# 'swift build' would still cost a second.
if [ -x "$grader" ] && [ -f "$stamp" ] && [ "$(cksum < "$grader")" != "$(cat "$stamp")" ]; then
  rm -f "$grader"
fi
if [ ! -x "$grader" ] || [ ! -f "$stamp" ] ||
   [ -n "$(find Package.swift Sources/WorkbookConventions Sources/GraderKit Sources/grader -newer "$grader" 2>/dev/null | head -n 1)" ]; then
  if [ ! -x "$grader" ]; then
    say "grade.sh: building the grader for the first time (a minute or two)…" \
        "grade.sh: Baue den Grader zum ersten Mal (ein bis zwei Minuten)…"
  fi
  # SwiftPM's own build system, where the grader lands in .build/debug whatever the toolchain's default.
  if ! build_log=$(swift build --build-system native --product grader 2>&1); then
    say "grade.sh: the grader itself did not build:" "grade.sh: Der Grader selbst ließ sich nicht bauen:"
    echo "$build_log" | grep -E 'error' | head -n 20 >&2
    say "Restore the workbook's own files with: git checkout -- Package.swift Sources" \
        "Stell die eigenen Dateien des Workbooks wieder her mit: git checkout -- Package.swift Sources"
    exit 2
  fi
  mkdir -p .build/grader && cksum < "$grader" > "$stamp"
fi

exec "$grader" "$@"
