struct Twin { let name = "first" }
