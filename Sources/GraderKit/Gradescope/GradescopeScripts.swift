/// The two scripts at the root of the autograder zip that Gradescope runs: `setup.sh` once, as root, when
/// it builds the image; `run_autograder` for every submission, from `/autograder`.
///
/// Gradescope unpacks the zip into `/autograder/source`, so the workbook's own files sit there beside
/// these scripts, and `./grade.sh` is `/autograder/source/grade.sh`.
enum GradescopeScripts {
    /// The Swift release `setup.sh` installs: the one the grader is measured and tested with (at least
    /// the 6.2 that `grade.sh` asks for).
    static let swiftVersion = "6.3.1"
    /// Where `setup.sh` unpacks the toolchain; `run_autograder` puts its `usr/bin` on `PATH`.
    static let toolchainFolder = "/opt/swift"

    /// Installs Swift for Ubuntu 22.04 (Gradescope's default base image) from swift.org, then builds the
    /// grader and grades the starters once, so the first student's submission finds everything built.
    static var setup: String { """
        #!/usr/bin/env bash
        # Gradescope runs this once, as root, when it builds the autograder image (Ubuntu 22.04).
        # Made by ./grade.sh --gradescope-package; to install another Swift release, change swift_version.
        set -euo pipefail

        swift_version=\(swiftVersion)
        toolchain=\(toolchainFolder)
        source=/autograder/source

        export DEBIAN_FRONTEND=noninteractive
        apt-get update -q
        # What the Swift toolchain needs on Ubuntu 22.04 (as in swift.org's own Docker image), and the tools
        # this script and the grader use: curl and gpg to fetch and verify it, zip and unzip for submissions,
        # bubblewrap for the sandbox each student's code runs in (where the container refuses it namespaces,
        # the grader runs the code as a throwaway user instead, and the report says so).
        apt-get install -q -y --no-install-recommends \\
          binutils bubblewrap ca-certificates curl git gnupg2 libc6-dev libcurl4-openssl-dev libedit2 \\
          libgcc-11-dev libpython3-dev libsqlite3-0 libstdc++-11-dev libxml2-dev libz3-dev pkg-config tzdata \\
          unzip zip zlib1g-dev

        case "$(dpkg --print-architecture)" in
          amd64) suffix="" ;;
          arm64) suffix="-aarch64" ;;
          *) echo "setup.sh: swift.org has no Swift for $(dpkg --print-architecture)." >&2; exit 1 ;;
        esac
        release="swift-${swift_version}-RELEASE"
        url="https://download.swift.org/swift-${swift_version}-release/ubuntu2204${suffix}/${release}/${release}-ubuntu22.04${suffix}.tar.gz"

        download=$(mktemp -d)
        curl -fsSL "$url" -o "$download/swift.tar.gz"
        curl -fsSL "$url.sig" -o "$download/swift.tar.gz.sig"
        # Checked against swift.org's signing keys before anything of it runs.
        export GNUPGHOME="$download/gnupg"
        mkdir -m 700 "$GNUPGHOME"
        curl -fsSL https://swift.org/keys/all-keys.asc | gpg --batch --quiet --import
        gpg --batch --verify "$download/swift.tar.gz.sig" "$download/swift.tar.gz"
        mkdir -p "$toolchain"
        tar -xzf "$download/swift.tar.gz" -C "$toolchain" --strip-components=1
        chmod -R o+r "$toolchain/usr/lib/swift"
        rm -rf "$download"

        export PATH="$toolchain/usr/bin:$PATH"
        swift --version

        # Build now, not while a student waits: the grader first, then the private copy that submissions
        # are graded in, by grading the starters once. They fail their checks (status 1), as they should.
        cd "$source"
        chmod +x grade.sh run_autograder
        ./grade.sh --help > /dev/null
        status=0
        ./grade.sh --submission "$source" || status=$?
        if [ "$status" -gt 1 ]; then
          echo "setup.sh: grading the starters failed (status $status); see the messages above." >&2
          exit "$status"
        fi
        echo "setup.sh: Swift ${swift_version} installed and the workbook built."

        """ }

    /// Grades the submission; writes a results.json of its own only when `grade.sh` could not even start
    /// the grader, since Gradescope shows a student nothing without one.
    static var runAutograder: String { """
        #!/usr/bin/env bash
        # Gradescope runs this for every submission. Made by ./grade.sh --gradescope-package.
        # AUTOGRADER_ROOT moves /autograder, to try the autograder in another folder.
        root="${AUTOGRADER_ROOT:-/autograder}"
        export PATH="\(toolchainFolder)/usr/bin:$PATH"

        # A file left from an earlier run must not stand in for this one's.
        rm -f "$root/results/results.json"
        cd "$root/source" && ./grade.sh --gradescope
        status=$?
        if [ ! -s "$root/results/results.json" ]; then
          mkdir -p "$root/results"
          cat > "$root/results/results.json" <<JSON
        {"score": 0, "output": "The grader could not start (grade.sh ended with status $status). Please tell your instructor.", "tests": []}
        JSON
        fi
        exit 0

        """ }
}
