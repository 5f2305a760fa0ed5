require 'English'
"hello world" =~ /o (w)/
p $MATCH, $PREMATCH, $POSTMATCH, $LAST_PAREN_MATCH, $LAST_MATCH_INFO.class
p $PROGRAM_NAME == $0, $PID == $$, $PROCESS_ID == Process.pid
p $INPUT_RECORD_SEPARATOR, $RS, $OUTPUT_FIELD_SEPARATOR, $OFS, $FIELD_SEPARATOR, $FS, $ORS, $OUTPUT_RECORD_SEPARATOR
p $ERROR_INFO, $ERROR_POSITION
begin; raise "x"; rescue; p $ERROR_INFO.message, $ERROR_POSITION.class; end
system("exit 3")
p $CHILD_STATUS.exitstatus, $?.exitstatus, $CHILD_STATUS.success?
`true`
p $CHILD_STATUS.success?, $CHILD_STATUS.class
p $DEFAULT_OUTPUT == $stdout
p $ARGV, $LAST_READ_LINE, $IGNORECASE rescue p $!
p $INPUT_LINE_NUMBER, $NR
