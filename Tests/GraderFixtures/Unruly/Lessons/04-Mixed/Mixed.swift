struct Mixed { let answer = 42 }
