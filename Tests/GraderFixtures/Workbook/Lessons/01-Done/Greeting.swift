func greeting() -> String { "Hallo" }
