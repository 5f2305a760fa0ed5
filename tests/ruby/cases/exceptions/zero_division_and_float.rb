def safe_div(a, b)
  a / b
rescue ZeroDivisionError => e
  "ZeroDivisionError: #{e.message}"
end
p safe_div(10, 2)
p safe_div(10, 0)
p safe_div(10.0, 0)
p safe_div(-10, 0.0)
p safe_div(0, 0.0).nan? rescue p "nan"
p safe_div(10, 3)
p (10.divmod(0) rescue "divmod: #{$!.class}")
p (10 % 0 rescue "mod: #{$!.message}")
p 10.fdiv(0)
p 0.fdiv(0).nan?
p (Integer::sqrt(-1) rescue "#{$!.class}: #{$!.message}")
p (Math.sqrt(-1) rescue "#{$!.class}: #{$!.message}")
p (Math.log(-1) rescue "#{$!.class}")
