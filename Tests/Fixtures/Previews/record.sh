#!/usr/bin/env bash
# Records what ./grade.sh --preview shows of each lesson's reference previews, as the self-test expects
# it ("Every lesson's previews look as recorded"): the terminal picture at 120 columns in English
# (NN-Topic.txt) and the web page (NN-Topic.html). After an intended change to the pictures, run it,
# read the diff, and commit the recordings with the change. A lesson whose previews fail is not recorded.
set -eu
cd "$(dirname "$0")/../../.."
recordings=Tests/Fixtures/Previews
mkdir -p .build/gallery
for main in Tests/Lesson*Tests/Gallery/main.swift; do
  number=${main#Tests/Lesson}
  number=${number%%Tests/*}
  folder=$(basename Solutions/"$number"-*)
  COLUMNS=120 ./grade.sh --preview "$number" --solutions --lang en > "$recordings/$folder.txt"
  COLUMNS=120 ./grade.sh --preview "$number" --solutions --lang en --html ".build/gallery/$folder.html" > /dev/null
  cp ".build/gallery/$folder.html" "$recordings/$folder.html"
  echo "Recorded $recordings/$folder.txt and $folder.html"
done
