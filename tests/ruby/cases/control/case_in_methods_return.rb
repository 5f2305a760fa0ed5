def action_for(state, desired)
  case [state, desired]
  when [:stopped, :running] then :start
  when [:running, :stopped] then :stop
  when [:running, :running], [:stopped, :stopped] then :nothing
  else :unknown
  end
end
p action_for(:stopped, :running)
p action_for(:running, :stopped)
p action_for(:running, :running)
p action_for(:crashed, :running)
def mode_bits(mode)
  case mode
  when Integer then mode
  when /\A0?[0-7]{3,4}\z/ then mode.to_i(8)
  else raise ArgumentError, "bad mode #{mode.inspect}"
  end
end
p mode_bits(0644)
p mode_bits("0755")
p mode_bits("600")
begin
  mode_bits("rwx")
rescue ArgumentError => e
  p e.message
end
