# What a program can do inside the sandbox: count its network interfaces (only the
# loopback in a namespace of its own), try to write into the working folder (read-only)
# and into $TMPDIR (its private /tmp), list what it sees of its working folder (the
# script alone) and of the root, try to stop process 1 (bwrap's init), and list its
# environment's names.
echo "network interfaces: $(grep -c : /proc/net/dev)"
if echo x > here.txt 2>/dev/null; then echo "wrote here.txt"; else echo "cannot write here"; fi
if touch /usr/probe 2>/dev/null; then echo "wrote in /usr"; else echo "cannot write in /usr"; fi
if echo x > "$TMPDIR/scratch.txt"; then echo "wrote in TMPDIR $TMPDIR"; else echo "cannot write in TMPDIR"; fi
echo "/tmp: $(( $(stat -f -c '%b * %S' /tmp) / 1024 )) KiB"
echo "working folder: $(ls)"
echo "root: $(ls / | tr '\n' ' ')"
echo "process 1: $(cat /proc/1/comm)"
if kill -STOP 1 2>/dev/null; then echo "stopped process 1"; else echo "cannot signal process 1"; fi
echo "user: $([ "$(id -u)" = 0 ] && echo root || echo unprivileged), capabilities $(grep CapEff /proc/self/status | cut -f2)"
echo "environment: $(env | cut -d= -f1 | sort | tr '\n' ' ')"
