case x
when 1, 2 then :low
when 3
  :three
when *list
  :listed
when String, /re/ then :other
else
  :rest
end
case
when a then 1
when b then 2
end
case y
when 1
when 2
end
