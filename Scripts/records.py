"""What every record in Benchmarks/ says of how and where it was measured, for the scripts that
write them (`Scripts/load`, `Scripts/memory-owners`, `Scripts/timings`, `Scripts/attacks`):

    import records
    load_before = records.load_average()
    ...  # measure
    records.write(path, records.header("Scripts/load --sessions 10", load_before), report=report)

`Scripts/tables` reads the header back into the sentence under each table: the command, the
date, the cores and the load average before and after, and the Swift version.
"""

import json
import os
import subprocess
import time


def load_average():
    """The machine's load average over 1, 5 and 15 minutes, as /proc/loadavg gives it."""
    with open("/proc/loadavg") as loadavg:
        return " ".join(loadavg.read().split()[:3])


def swift_version():
    """The first line of `swift --version`, or "unknown"."""
    try:
        swift = subprocess.run(["swift", "--version"], capture_output=True, text=True)
        return ((swift.stdout or swift.stderr).splitlines() or ["unknown"])[0]
    except OSError:
        return "unknown"


def header(command, load_before, load_after=None):
    """The fields a record opens with; the load after is read now unless given."""
    return {
        "command": command,
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "cores": os.cpu_count(),
        "load_before": load_before,
        "load_after": load_after if load_after is not None else load_average(),
        "swift": swift_version(),
    }


def write(path, header, indent=2, **fields):
    """Writes `header` and then `fields` as the JSON record at `path`."""
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as output:
        json.dump({**header, **fields}, output, indent=indent)
        output.write("\n")
