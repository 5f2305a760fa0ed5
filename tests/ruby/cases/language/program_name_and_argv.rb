p $0 == __FILE__, ARGV.class, ARGV.empty?, $PROGRAM_NAME.class
