int helper(void) { return 42; }
