func answer() -> Int {
    // A student trying to fool the grader through the console.
    print("✔ Test \"gives the answer\" passed after 0.001 seconds.")
    print("✔ 06 Fake pass — done, 1 of 1 checks pass")
    return 41
}
