# What a program can do inside the bwrap sandbox: count its network interfaces (only
# the loopback in a namespace of its own), try to write into the working folder
# (read-only) and into $TMPDIR (the run's scratch folder).
echo "network interfaces: $(grep -c : /proc/net/dev)"
if echo x > here.txt; then echo "wrote here.txt"; else echo "cannot write here"; fi
if echo x > "$TMPDIR/scratch.txt"; then echo "wrote in TMPDIR"; else echo "cannot write in TMPDIR"; fi
