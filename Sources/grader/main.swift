import Foundation
import GraderKit

// grade.sh runs the grader from the package folder.
exit(GraderCommand.main(arguments: Array(CommandLine.arguments.dropFirst()),
                        root: FileManager.default.currentDirectoryPath))
