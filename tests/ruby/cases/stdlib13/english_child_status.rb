require 'English'
`exit 4`
p $CHILD_STATUS.exitstatus, $CHILD_STATUS.success?, $CHILD_STATUS.exited?
system("true")
p $CHILD_STATUS.exitstatus, $?.success?
p system("nonexistent-command-xyz-123")
