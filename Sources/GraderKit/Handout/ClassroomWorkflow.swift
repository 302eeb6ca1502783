/// The GitHub Actions workflow a handout carries: on every push it grades the student's lessons with
/// `./grade.sh --github`, and GitHub Classroom's grading reporter turns the result into points.
enum ClassroomWorkflow {
    static let path = ".github/workflows/classroom.yml"

    static let text = """
        # Grades the lessons on every push; the points appear in GitHub Classroom.
        name: Grade
        on: [push, workflow_dispatch]
        permissions:
          checks: write
          actions: read
          contents: read
        jobs:
          grade:
            runs-on: ubuntu-latest
            container: swift:6.2
            timeout-minutes: 20
            steps:
              - uses: actions/checkout@v4
              - id: grade
                name: Grade the lessons
                run: ./grade.sh --github
              - name: Report the points to GitHub Classroom
                if: always()
                uses: classroom-resources/autograding-grading-reporter@v1
                env:
                  GRADE_RESULTS: ${{ steps.grade.outputs.result }}
                with:
                  runners: grade

        """
}
