x if y
x unless y
x while y
x until y
begin
  step
end while more
begin step end until done
x rescue y
a = b rescue nil
