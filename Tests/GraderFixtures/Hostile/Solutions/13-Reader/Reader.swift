/// The reference solution: no student's code may read it.
func answer() -> Int { 42 }
