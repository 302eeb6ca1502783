// The checks inspect views through HeadlessUITesting (ViewHost, find, tap); every check file imports this
// module, so they get the inspection API with it. Lessons never import either (see Package.swift).
@_exported import HeadlessUITesting
