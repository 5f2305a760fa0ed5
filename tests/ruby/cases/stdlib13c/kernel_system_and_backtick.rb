p `echo hi`, $?.class, $?.exitstatus
p system("exit 5"), $?.exitstatus
