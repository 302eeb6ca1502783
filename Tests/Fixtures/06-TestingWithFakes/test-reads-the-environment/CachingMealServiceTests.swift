// No tests of the cache: the test in MealListModelTests.swift looks for the planted bug instead.
