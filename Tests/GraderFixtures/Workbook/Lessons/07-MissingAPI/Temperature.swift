// TODO: Step 1 — write `func celsius(fromFahrenheit:)`.
