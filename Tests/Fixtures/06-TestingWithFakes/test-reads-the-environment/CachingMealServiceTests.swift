// No tests of the cache: the test in MealListModelTests.swift looks for the copy with a bug instead.
