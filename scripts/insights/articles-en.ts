/** What each article says, in English (keys: the article slugs of meta.ts). */
import type { ArticleText } from './types.ts';

const articles: Record<string, ArticleText> = {
  'plugging-ships-into-shore-power': {
    title: 'What it takes to plug a container ship into shore power',
    crumb: 'Plugging ships into shore power',
    short:
      'Shore power sounds simple: switch off the engines and connect to the grid. Our engineers at Felixport explain the cables, contracts and culture change behind it.',
    body: `<p>A large container ship at berth burns fuel around the clock to keep its lights, cranes, reefers and crew quarters running. At a busy terminal that adds up to more emissions than all the trucks passing through the gate. Shore power lets the ship switch off its auxiliary engines and draw clean electricity from the quay instead.</p>
<h2>The hardware is the easy part</h2>
<p>At Felixport we installed eight high-voltage connection points along 1.2 kilometres of quay. Each one delivers up to 7.5 megawatts through a cable management system that lowers the plug to the ship's side. The real challenges were elsewhere:</p>
<ul>
<li><strong>Grid capacity:</strong> we worked with the regional network operator for three years to bring a new substation to the port.</li>
<li><strong>Ship readiness:</strong> only vessels fitted with a shore-side connection can plug in, so we agreed retrofit plans with our largest customers.</li>
<li><strong>Price:</strong> electricity has to cost the shipping line less than the fuel it replaces, which meant a long-term renewable supply contract.</li>
</ul>
<h2>Changing habits on the quay</h2>
<p>Connecting a ship takes a trained crew about 45 minutes. In the first months our teams and the ships' engineers learned together, and we published a step-by-step checklist that is now used at three other terminals in the group.</p>
<p>Today 42% of calls at Felixport plug in, and every connected call avoids roughly 20 tonnes of carbon dioxide. Our goal is to reach 80% by 2028, as more ships arrive with the equipment on board.</p>`,
    unit: '%',
    statDescription: 'of ship calls at Felixport now connect to shore power',
    quote: 'The plug is the last metre of a journey that starts with grid planning years before the first ship connects.',
    quoteAuthor: 'Amira Haddad',
    quoteDesignation: 'Chief Sustainability Officer',
    alt: 'A container ship at berth connected to a shore power cabinet on the quay',
  },
  'a-day-in-the-control-tower': {
    title: 'A day in the life of a terminal control tower',
    crumb: 'A day in the control tower',
    short: 'From the first vessel arrival at dawn to the last gate transaction at night, we followed the team that keeps Ras Maysan terminal moving.',
    body: `<p>At 5.30 in the morning the control tower at Ras Maysan is already busy. Twelve planners sit in front of a wall of screens that shows every crane, yard block and truck lane of the terminal. Their job is simple to describe and hard to do: make sure each container is in the right place at the right time.</p>
<h2>Planning the vessel, minute by minute</h2>
<p>The first ship of the day is a 14,000 TEU vessel from Asia. The vessel planner has sequenced about 3,400 moves across five cranes. When one crane stops for a short repair, the plan is recalculated in seconds, and the yard team moves trucks to the cranes that are still working.</p>
<h2>People and software together</h2>
<p>The terminal operating system suggests the best yard slot for each container, but the planners decide. "The system is fast, but it does not know that a customer called to ask for one urgent box," says a shift manager who has worked in the tower for nine years. Our training programme now teaches new planners both the software and the judgement.</p>
<ul>
<li>Three shifts, 24 hours a day, 362 days a year</li>
<li>Five vessels, 40 trains and 2,000 trucks on an average day</li>
<li>One shared screen for the terminal, the shipping lines and customs</li>
</ul>
<p>By midnight the tower has handed over to the night shift. The morning ship has left on time, and the planners are already preparing for tomorrow's arrivals.</p>`,
    unit: 'moves',
    statDescription: 'planned for a single vessel call, recalculated in seconds when anything changes',
    quote: 'The best plan is the one the whole quay understands, not the one with the most decimal places.',
    quoteAuthor: 'Sofia Lindqvist',
    quoteDesignation: 'Director, Digital Trade Platforms',
    alt: 'A network of connected points around a control dashboard',
  },
  'why-rail-is-winning-inland': {
    title: 'Why rail is winning the last hundred kilometres',
    crumb: 'Why rail is winning inland',
    short: 'For decades trucks owned the trip from port to inland depot. New shuttles, digital booking and carbon targets are changing the maths.',
    body: `<p>The distance from a port to its inland logistics park is often less than two hundred kilometres, and for a long time that was considered too short for rail. A truck could leave as soon as the container was ready, while a train had to wait for a full load.</p>
<h2>What changed</h2>
<p>Three things have shifted the balance. Ports have grown so large that a full train is ready every few hours. Digital booking lets customers reserve a slot on the shuttle when they book the sea leg. And shipping customers now count the emissions of the whole journey, where one train can replace up to 80 trucks.</p>
<h2>Lessons from Ras Maysan</h2>
<p>Our new shuttle links Ras Maysan port with its inland park with six trains a day and capacity for 300,000 containers a year. The journey, which took a full day by road in peak season, now takes four hours, with customs clearance done inland.</p>
<ul>
<li>Run the shuttle like a metro, on a fixed timetable, not when the train is full.</li>
<li>Put customs and inspections at the inland end, away from the crowded port.</li>
<li>Price the service by the container, door to door, so it is easy to compare with trucking.</li>
</ul>
<p>Trucks will always handle the final delivery, but the long middle of the journey is moving to rail, and the ports that plan for it will have quieter roads and more space on the quay.</p>`,
    unit: 'containers a year',
    statDescription: 'capacity of the new shuttle between Ras Maysan port and its inland park',
    quote: 'A shuttle that leaves on time every four hours does more for modal shift than any subsidy.',
    quoteAuthor: 'Daniel Okafor',
    quoteDesignation: 'Head of Strategy, Africa',
    alt: 'A freight train with containers on a track beside the sea',
  },
  'women-on-the-quay': {
    title: 'Women on the quay: changing who runs a port',
    crumb: 'Women on the quay',
    short: "Ports have long been a man's world. Our academy graduates, crane operators and engineers are showing what a more diverse workforce brings.",
    body: `<p>When the first women joined the crane operator course at Meridian Academy, some colleagues wondered whether they would stay. Five years later, women make up 40% of each new class, and several of the first graduates now train others.</p>
<h2>Removing the barriers</h2>
<p>We learned that the obstacles were rarely about the work itself. They were about facilities, shift patterns and expectations. We rebuilt changing rooms at eleven terminals, introduced shift swaps that fit family life and trained supervisors to recognise bias in how tasks are assigned.</p>
<h2>What diversity changes</h2>
<p>Mixed teams report more near-misses and fix them faster. At our terminal in Port Lumen, the crane team with the highest share of women also has the best safety record and one of the highest productivity rates in the region.</p>
<p>There is still a long way to go. Women hold 22% of technical roles in the group and fewer of the senior operational posts. Our target is one third by 2030, supported by mentoring, sponsorship and a clear path from the quay to management.</p>`,
    unit: '%',
    statDescription: 'of each new academy class for technical roles are women',
    quote: 'Nobody asks any more whether a woman can drive a crane. They ask who has the best productivity this month.',
    quoteAuthor: 'Hannah Whitfield',
    quoteDesignation: 'Director, Meridian Academy',
    alt: 'Ship-to-shore cranes over a container stack at sunset',
  },
  'cold-chain-lessons-from-the-fruit-season': {
    title: 'Keeping it cool: cold chain lessons from the fruit season',
    crumb: 'Cold chain lessons',
    short:
      'Every southern summer, millions of cartons of fruit leave South American ports for the world. Here is what a peak season teaches about reliable cold chains.',
    body: `<p>Fruit does not wait. From the moment it is picked, a grape or a blueberry has a few weeks before it loses quality, and every hour at the wrong temperature shortens that time. During the export peak our terminals in the Americas handle thousands of refrigerated containers a day.</p>
<h2>Temperature is only half the story</h2>
<p>Reefer containers keep their cargo cold, but they need power at every step: on the truck, in the yard and on the ship. The most common problems we see are not broken units but gaps, such as a container waiting unplugged at the gate or a delay in loading that pushes cargo beyond its window.</p>
<ul>
<li>Remote monitoring of every reefer plug, with alarms sent to the yard team</li>
<li>Priority gate lanes for refrigerated cargo at peak hours</li>
<li>Pre-cooling at the inland depot, so the container arrives at the right temperature</li>
</ul>
<h2>Results</h2>
<p>Last season 98.7% of refrigerated containers kept their set temperature throughout their stay at our terminals. The remaining cases were traced within minutes, thanks to data shared between the terminal, the shipping line and the exporter.</p>`,
    unit: '%',
    statDescription: 'of refrigerated containers kept their set temperature during the last fruit season',
    quote: 'In the cold chain, the weakest moment is not a place, it is a handover.',
    quoteAuthor: 'Tomás Alvarez',
    quoteDesignation: 'Head of Terminal Operations, Americas',
    alt: 'A refrigerated warehouse and a reefer truck at a logistics park',
  },
  'how-marine-services-keep-a-port-open-in-a-storm': {
    title: 'Pilots, tugs and a storm: how marine services keep a port open',
    crumb: 'Marine services in a storm',
    short: 'When a tropical storm approaches, the decisions of pilots, tug masters and harbour controllers decide whether a port closes for hours or for days.',
    body: `<p>Forecasters gave us four days of warning before the last tropical storm reached our terminals in Asia Pacific. In that time our marine services team had to decide which ships to bring in, which to send to sea and how to keep the channel safe once the wind dropped.</p>
<h2>Before the storm</h2>
<p>The harbour master's team moved six large vessels out to open water, where they could ride out the storm safely, and brought two others into sheltered berths with extra mooring lines. Tugs were positioned at both ends of the channel, and the pilots agreed a common limit for wind speed above which no movement would take place.</p>
<h2>After the storm</h2>
<p>As soon as the wind eased, a survey boat checked the channel depth and looked for debris. Within six hours of the all-clear the first ship was back alongside, and the terminal cleared its backlog in three days.</p>
<ul>
<li>Plan with the shipping lines, not just for them</li>
<li>Keep pilots and tug crews rested before the peak</li>
<li>Survey first, then reopen, and share the results with every ship waiting outside</li>
</ul>`,
    unit: 'hours',
    statDescription: 'from the all-clear to the first ship back alongside after the storm',
    quote: 'A port that closes safely and reopens quickly is worth more to its customers than one that tries to stay open at any cost.',
    quoteAuthor: 'Kenji Watanabe',
    quoteDesignation: 'Senior Adviser, Maritime Technology',
    alt: 'Rough sea, a storm cloud and a tug heading into the waves',
  },
  'green-methanol-bunkering': {
    title: 'Green methanol bunkering: ports must move before ships do',
    crumb: 'Green methanol bunkering',
    short:
      'Shipping lines have ordered hundreds of methanol-ready vessels. Whether they burn green fuel depends on ports building supply, storage and safety rules now.',
    body: `<p>More than 250 methanol-capable container ships are on order or already in service. Yet most of them still burn conventional fuel, because green methanol is scarce and few ports can deliver it. The bottleneck is no longer the ship; it is the port.</p>
<h2>Why ports have to lead</h2>
<p>A shipping line will not commit to a fuel it cannot buy on its main routes. A fuel producer will not build a plant without buyers. Ports sit between the two and can break the deadlock by offering storage, bunkering vessels and long-term access to the quay.</p>
<h2>What we are doing</h2>
<ul>
<li>Reserving land for fuel storage at three hub ports in Europe and Asia</li>
<li>Commissioning a methanol bunkering vessel for ship-to-ship transfers at anchor</li>
<li>Writing safety procedures with harbour masters and fire services before the first delivery</li>
</ul>
<p>Methanol will not be the only fuel of the future. Ammonia, biofuels and electricity will all have a role. But methanol is ready now, and ports that prepare for it will also learn the lessons needed for the fuels that follow.</p>`,
    unit: 'ships',
    statDescription: 'methanol-capable container ships are on order or already sailing',
    quote: 'Ships are ready for green fuel. The question is whether we can put it in their tanks.',
    quoteAuthor: 'Amira Haddad',
    quoteDesignation: 'Chief Sustainability Officer',
    alt: 'A container ship under a bright sun on a green-tinted sea',
  },
  'tariffs-are-redrawing-transshipment-maps': {
    title: 'Tariffs are redrawing transshipment maps',
    crumb: 'Tariffs and transshipment',
    short: 'New tariffs and rules of origin are changing where containers change ships. Our chief economist looks at who gains and what ports should watch.',
    body: `<p>For twenty years, transshipment hubs competed mainly on cost, speed and location. A container from Asia to South America might change ships wherever the route was shortest and the crane rates lowest. Trade policy was a background factor.</p>
<h2>Rules of origin come to the quay</h2>
<p>That has changed. As tariffs rise between major economies, customs authorities look more closely at where goods were made and how they travelled. Some transshipment hubs have seen volumes on certain lanes fall by 17% in a year, while others, seen as neutral, have grown.</p>
<h2>What ports should watch</h2>
<ul>
<li>Clear records of every container's journey, ready for customs audits</li>
<li>Flexible capacity that can follow shipping lines as they reroute services</li>
<li>Good relations with customs in both origin and destination markets</li>
</ul>
<p>Tariffs come and go, but the investment they trigger stays. Ports that build trust with customs and flexible networks with shipping lines will do well whichever way policy turns.</p>`,
    unit: '%',
    statDescription: 'fall in one year on some transshipment lanes affected by new tariffs',
    quote: 'In a world of tariffs, a transparent port is a competitive port.',
    quoteAuthor: 'Rajiv Menon',
    quoteDesignation: 'Group Chief Economist',
    alt: 'A globe crossed by dashed shipping routes',
  },
  'the-electronic-bill-of-lading-comes-of-age': {
    title: 'The electronic bill of lading is finally ready for the mainstream',
    crumb: 'Electronic bills of lading',
    short: 'After decades of pilots, new laws and shared standards make the electronic bill of lading a practical choice for everyday trade.',
    body: `<p>The bill of lading is one of the oldest documents in trade. It proves that goods were shipped and, crucially, it gives ownership of them. For centuries it has been printed, signed and sent by courier, often arriving after the ship.</p>
<h2>Why it took so long</h2>
<p>Electronic versions have existed for years, but many countries did not recognise them in law, and platforms could not talk to each other. Four changes have made the difference: model laws adopted by major trading nations, common data standards, bank acceptance and support from the largest shipping lines.</p>
<h2>What it means for customers</h2>
<p>On our digital trade platform an electronic bill of lading moves from shipper to bank to buyer in minutes. Customers in pilot lanes have cut the time from shipment to payment by up to four days and stopped paying couriers.</p>
<p>We expect the electronic bill to become the default on our main lanes within three years. Paper will remain for a while, but the question is no longer whether, only how fast.</p>`,
    unit: 'days',
    statDescription: 'saved between shipment and payment on our pilot trade lanes',
    quote: 'A document that moves at the speed of the ship changes how trade is financed.',
    quoteAuthor: 'Sofia Lindqvist',
    quoteDesignation: 'Director, Digital Trade Platforms',
    alt: 'Stacked trade documents with a green approval mark',
  },
  'what-tenants-ask-of-an-economic-zone': {
    title: 'What tenants now ask of an economic zone',
    crumb: 'What tenants ask of a zone',
    short: "Tax incentives used to be enough. Today's manufacturers and distributors want clean power, skilled people and fast customs, in that order.",
    body: `<p>When Port Lumen Economic Zone opened, prospective tenants asked about tax rates and land prices. Five hundred companies later, the questions are different. They ask where the electricity comes from, how quickly they can hire and train staff and how long customs will take.</p>
<h2>Clean power first</h2>
<p>Global brands must report the emissions of their suppliers. A factory powered by renewable energy is easier to sell to. We now offer tenants direct supply from the zone's solar park and certificates they can use in their own reporting.</p>
<h2>People and procedures</h2>
<ul>
<li>A training centre inside the zone, run with local colleges</li>
<li>One-stop licensing, with most approvals in under two weeks</li>
<li>Customs inspections inside the zone, connected to the port's systems</li>
</ul>
<p>Incentives still matter, but they are now the starting point, not the deciding factor. Zones that compete only on tax will find it harder to attract the companies that create lasting jobs.</p>`,
    unit: 'tenants',
    statDescription: 'companies now operate in Port Lumen Economic Zone',
    quote: 'Investors do not choose a zone for what it saves them this year, but for what it lets them build in ten.',
    quoteAuthor: 'Layla Al Mansoori',
    quoteDesignation: 'Vice President, Economic Zones',
    alt: 'Modern factory buildings in an economic zone under a low sun',
  },
  'resilience-is-a-network-property': {
    title: 'Resilience is a property of networks, not of single ports',
    crumb: 'Resilience is a network property',
    short: 'Canal closures, storms and strikes have taught the industry that no single port can be resilient alone. The answer lies in connected alternatives.',
    body: `<p>After each disruption of recent years, shippers asked their logistics partners the same question: how do we avoid this next time? The honest answer is that disruptions cannot be avoided. What can be built is the ability to reroute quickly.</p>
<h2>Alternatives must be ready before they are needed</h2>
<p>When a major canal was closed, ships that could divert to another port with spare capacity and good inland links lost days; those without alternatives lost weeks. Across our network, 11 terminals now hold agreed contingency capacity for customers of sister terminals.</p>
<h2>Three principles</h2>
<ul>
<li><strong>Redundancy:</strong> more than one route for every critical flow</li>
<li><strong>Visibility:</strong> shared data, so a customer knows where cargo is and where it could go</li>
<li><strong>Agility:</strong> contracts and customs procedures that allow a switch within days</li>
</ul>
<p>Resilience costs money, and nobody wants to pay for empty berths. But a network that shares spare capacity spreads that cost, and its customers pay much less than they would during a crisis.</p>`,
    unit: 'terminals',
    statDescription: 'in our network hold agreed contingency capacity for their sister terminals',
    quote: 'A resilient supply chain is not one that never breaks, but one that has somewhere else to go.',
    quoteAuthor: 'Tomás Alvarez',
    quoteDesignation: 'Head of Terminal Operations, Americas',
    alt: 'A dark globe with shipping routes between ports',
  },
  'ai-in-berth-planning': {
    title: 'AI in berth planning: useful, but not magic',
    crumb: 'AI in berth planning',
    short:
      'Machine learning now predicts ship arrivals and crane productivity with impressive accuracy. Our adviser explains where it helps and where people still decide.',
    body: `<p>Berth planning is a puzzle. Dozens of ships, each with a different size, cargo and schedule, must share a limited length of quay and a fixed number of cranes. Small errors in arrival times can cascade into days of waiting.</p>
<h2>Where machine learning helps</h2>
<p>Our models combine vessel positions, weather, historic performance and port congestion to predict arrival times. At our pilot terminal in the Middle East, prediction errors fell by more than half, and average waiting time at anchor dropped by 14%.</p>
<h2>Where people still decide</h2>
<p>A model does not know about a commercial promise to a customer, a crane about to be serviced or a crew that has worked a long shift. Our planners see the model's suggestion, its confidence and the main reasons behind it, and they make the final call.</p>
<p>The lesson is that artificial intelligence is most useful when it is explained. A planner who understands why the model suggests a change will trust it when it matters and challenge it when it is wrong.</p>`,
    unit: '%',
    statDescription: 'less waiting time at anchor at our pilot terminal',
    quote: 'A prediction nobody understands is a prediction nobody uses.',
    quoteAuthor: 'Kenji Watanabe',
    quoteDesignation: 'Senior Adviser, Maritime Technology',
    alt: 'A network diagram around a dashboard with bar charts',
  },
  'africas-trade-corridors-in-2035': {
    title: "Africa's trade corridors in 2035",
    crumb: "Africa's trade corridors",
    short: 'The African Continental Free Trade Area could change how goods move across the continent. What will ports, railways and borders need to look like?',
    body: `<p>Africa trades more with the rest of the world than with itself. Only about 15% of the continent's exports go to other African countries, compared with more than 60% in Europe. The African Continental Free Trade Area aims to change that, but lower tariffs alone will not move containers.</p>
<h2>Corridors, not projects</h2>
<p>Investment has often gone into single assets: a port here, a road there. Trade needs corridors, where a port, a railway, border posts and inland terminals are planned and run as one system. We estimate that well-run corridors could cut transport costs by a third.</p>
<h2>What 2035 could look like</h2>
<ul>
<li>Five or six main corridors linking coastal gateways to landlocked economies</li>
<li>Single-window customs at borders, with shared data between countries</li>
<li>Rail carrying most long-distance containers, with road for the final leg</li>
</ul>
<h2>The role of private operators</h2>
<p>Governments set the rules, but private operators can bring capital and experience. Our terminals in East and West Africa handled 3.4 million TEU last year, and we are working with governments on inland links that will carry more of that cargo by rail.</p>`,
    unit: 'million TEU',
    statDescription: 'handled by our African terminals last year',
    quote: 'A free trade agreement on paper becomes a free trade area only when a container crosses a border in hours instead of days.',
    quoteAuthor: 'Daniel Okafor',
    quoteDesignation: 'Head of Strategy, Africa',
    alt: 'A freight train crossing a savanna at sunset',
  },
  'a-realistic-roadmap-to-net-zero-ports': {
    title: 'A realistic roadmap to net-zero ports',
    crumb: 'A roadmap to net-zero ports',
    short: 'Net zero by 2050 is our commitment. Here is how we plan to get there, what we have achieved so far and where we still need new technology.',
    body: `<p>Ports are responsible for a small share of the emissions of global trade, but they are where many of the solutions meet: clean electricity, new fuels and efficient logistics. We have committed to net-zero emissions across our own operations by 2050 and to an 18% reduction against 2022 by the end of 2025, which we have reached.</p>
<h2>Three phases</h2>
<ul>
<li><strong>Now to 2030:</strong> electrify cranes and yard equipment, buy and build renewable power and connect ships to shore power.</li>
<li><strong>2030 to 2040:</strong> replace the remaining diesel equipment, decarbonise tugs and pilot boats and help customers switch to green fuels.</li>
<li><strong>2040 to 2050:</strong> address the hardest emissions and remove what remains through verified projects.</li>
</ul>
<h2>What we still need</h2>
<p>Battery-electric straddle carriers and trucks are ready; large harbour tugs are not yet. Grid connections take years to build, and in some countries renewable electricity is still limited. We will report openly on where we are behind as well as where we are ahead.</p>
<p>A roadmap is only credible if it is measured. Every terminal now has its own carbon budget, reviewed every quarter with the same seriousness as its financial results.</p>`,
    unit: '%',
    statDescription: 'cut in direct emissions since 2022, reached on schedule',
    quote: 'Net zero is not a promise for 2050. It is a budget we manage every quarter.',
    quoteAuthor: 'Amira Haddad',
    quoteDesignation: 'Chief Sustainability Officer',
    alt: 'Wind turbines and solar panels beside the sea',
  },
  'skills-for-the-automated-port': {
    title: 'Skills for the automated port',
    crumb: 'Skills for the automated port',
    short: "Automation changes port jobs rather than removing them. Our academy director sets out the skills tomorrow's terminals will need.",
    body: `<p>A fully automated terminal still employs hundreds of people. They do different work: instead of driving a crane from the cabin, an operator supervises several cranes from a remote station; instead of repairing engines, a technician maintains sensors, batteries and software.</p>
<h2>The new skills</h2>
<ul>
<li>Remote operation and exception handling</li>
<li>Electrical and battery maintenance</li>
<li>Data analysis and basic programming</li>
<li>Cyber security awareness for every role</li>
</ul>
<h2>Training the people we have</h2>
<p>Most of the skills we need can be learned by the people who already know our terminals. Last year Meridian Academy trained 1,200 technicians, many of them experienced colleagues moving to new roles. Their knowledge of how a terminal really works is hard to replace.</p>
<p>Automation is a decision about people as much as technology. Terminals that involve their workforce early, agree on retraining and share the gains will automate faster and with less conflict.</p>`,
    unit: 'technicians',
    statDescription: 'trained by Meridian Academy last year, many moving to new roles',
    quote: 'The best remote crane operators we have are the ones who spent years in the cabin.',
    quoteAuthor: 'Hannah Whitfield',
    quoteDesignation: 'Director, Meridian Academy',
    alt: 'Cranes over a container yard at night',
  },
  'nearshoring-and-the-new-map-of-the-americas': {
    title: 'Nearshoring and the new map of the Americas',
    crumb: 'Nearshoring in the Americas',
    short: 'Manufacturers are moving production closer to North American consumers. The shift is creating new demand for ports, rail and economic zones.',
    body: `<p>For thirty years, most consumer goods sold in North America travelled across the Pacific. Rising costs, tariffs and the shocks of recent years have led many manufacturers to build new capacity closer to home, in Mexico, Central America and the Caribbean.</p>
<h2>New flows, new gateways</h2>
<p>Nearshoring does not end sea trade; it changes its shape. Components still arrive by sea, finished goods move north by rail and truck, and smaller ports on both coasts are growing quickly. Foreign direct investment in manufacturing in the region rose by 23% in two years.</p>
<h2>What investors need</h2>
<ul>
<li>Economic zones with ready-built factories and reliable power</li>
<li>Rail connections across borders, with pre-cleared customs</li>
<li>Ports that can handle both containers and vehicles</li>
</ul>
<p>The opportunity is large, but it depends on infrastructure being ready when factories open. Partnerships between governments, port operators and zone developers will decide which countries benefit most.</p>`,
    unit: '%',
    statDescription: 'growth in two years in manufacturing investment in the region',
    quote: 'Nearshoring moves the factory. It is ports and railways that decide whether the goods move with it.',
    quoteAuthor: 'Rajiv Menon',
    quoteDesignation: 'Group Chief Economist',
    alt: 'A globe with routes across the Americas',
  },
  'trust-is-the-missing-infrastructure-of-data-sharing': {
    title: 'Trust is the missing infrastructure of data sharing',
    crumb: 'Trust and data sharing',
    short: 'Everyone agrees that sharing data would make supply chains faster. So why does so little of it happen? The answer is not technical.',
    body: `<p>A single container journey involves some thirty organisations: shipper, forwarder, shipping line, terminals, customs, banks, insurers and hauliers. Each holds part of the picture. Shared, their data could cut delays and paperwork dramatically. Yet most of it is still exchanged by email.</p>
<h2>The real obstacles</h2>
<p>Technology is rarely the problem. Companies fear that data will be used against them by competitors, that they will lose control of it or that they will carry the risk if it is wrong. Until those fears are addressed, no platform will succeed.</p>
<h2>Building trust</h2>
<ul>
<li>Clear rules on who may see what, set by the data owner</li>
<li>Neutral governance, with users represented</li>
<li>Open standards, so no one is locked in</li>
<li>Visible benefits for every participant, not just the platform</li>
</ul>
<p>Our digital trade platform serves customers in 70 countries. Its growth came not from new features but from agreeing data rules with users, one trade lane at a time.</p>`,
    unit: 'countries',
    statDescription: 'where customers book, track and pay for shipments on our platform',
    quote: 'Data flows where trust already exists. Our job is to build the trust first.',
    quoteAuthor: 'Sofia Lindqvist',
    quoteDesignation: 'Director, Digital Trade Platforms',
    alt: 'A network of data points in violet tones',
  },
  'ports-as-energy-hubs': {
    title: 'Ports as energy hubs',
    crumb: 'Ports as energy hubs',
    short: 'With space, grid connections and industry nearby, ports are natural places to produce, store and trade clean energy.',
    body: `<p>Ports have always handled energy: coal, oil and gas arrived at their quays. In the energy transition they can play a bigger role, not only importing fuel but producing and distributing it. Land, grid connections, water and heavy industry are all close at hand.</p>
<h2>From terminal to energy cluster</h2>
<p>At Port Lumen we are developing a cluster with a solar park, battery storage and a planned green hydrogen plant. The solar park alone will produce 1.2 terawatt hours a year, enough for the port, the economic zone and part of the nearby city.</p>
<h2>What makes it work</h2>
<ul>
<li>Long-term buyers inside the zone, such as steel, chemicals and shipping</li>
<li>Shared pipelines and power lines, planned once for all tenants</li>
<li>Regulation that allows ports to generate and sell electricity</li>
</ul>
<p>Not every port can become an energy hub, and projects must be judged by real demand, not headlines. But where conditions are right, energy can become a second business that makes the port more valuable to its country.</p>`,
    unit: 'TWh a year',
    statDescription: 'of electricity expected from the Port Lumen solar park',
    quote: 'The port of the future will ship energy as well as containers.',
    quoteAuthor: 'Layla Al Mansoori',
    quoteDesignation: 'Vice President, Economic Zones',
    alt: 'Wind turbines and solar panels beside a port in desert light',
  },
  'port-community-systems-a-guide-for-governments': {
    title: 'Port community systems: a guide for governments',
    crumb: 'Port community systems',
    short: 'A practical guide to planning, procuring and running a port community system that connects everyone involved in moving goods through a port.',
    body: `<p>A port community system is a digital platform where shipping lines, terminals, customs, hauliers and other agencies exchange information about ships and cargo. Done well, it replaces dozens of paper forms and phone calls with a single flow of data.</p>
<h2>Why governments should lead</h2>
<p>Because a port community system connects public agencies and private companies, it works best when a government sets the rules and ensures neutrality. In our experience, projects led by a single private company often struggle to win the trust of competitors.</p>
<h2>Steps to success</h2>
<ul>
<li>Map every process and document before choosing any technology</li>
<li>Link the system to the national single window for customs and trade</li>
<li>Start with a few high-value processes and add others over time</li>
<li>Agree a sustainable funding model, such as small fees per transaction</li>
</ul>
<h2>Results to expect</h2>
<p>Ports that introduce a community system typically reduce the time needed to clear cargo by 30 to 60%. This guide draws on our work with port authorities in Africa and Asia Pacific and includes a checklist for each stage.</p>`,
    unit: '%',
    statDescription: 'less time to clear cargo is possible with a port community system',
    quote: 'A port community system is a governance project with software attached, not the other way round.',
    quoteAuthor: 'Daniel Okafor',
    quoteDesignation: 'Head of Strategy, Africa',
    alt: 'Trade documents with a teal approval mark',
  },
  'measuring-scope-3-emissions-in-logistics': {
    title: 'Measuring scope 3 emissions in logistics',
    crumb: 'Scope 3 in logistics',
    short:
      "Most of a logistics company's carbon footprint lies outside its own operations. This paper explains how we measure it and how customers can use the data.",
    body: `<p>For a logistics group, direct emissions from our own equipment are only part of the picture. Around 85% of our footprint comes from scope 3: the trucks, ships and trains of our partners, the materials we buy and the energy used by our tenants.</p>
<h2>The method</h2>
<p>We follow the recognised international framework for logistics emissions, which calculates emissions for each leg of a journey by mode, distance, load and fuel. Where partners share real fuel data we use it; where they do not, we apply default factors and say so.</p>
<h2>What customers receive</h2>
<ul>
<li>Emissions per shipment, split by leg and mode</li>
<li>A clear flag showing whether figures are measured or estimated</li>
<li>Options to lower the footprint, such as rail instead of road</li>
</ul>
<p>Measuring scope 3 is difficult and imperfect, but waiting for perfect data means doing nothing. Our approach is to be transparent about uncertainty and improve the data year by year.</p>`,
    unit: '%',
    statDescription: 'of our carbon footprint lies in scope 3, outside our own operations',
    quote: 'What we cannot measure precisely, we can still measure honestly.',
    quoteAuthor: 'Amira Haddad',
    quoteDesignation: 'Chief Sustainability Officer',
    alt: 'Stacked containers in green tones',
  },
  'climate-adaptation-for-coastal-terminals': {
    title: 'Climate adaptation for coastal terminals',
    crumb: 'Climate adaptation for terminals',
    short: 'Rising seas, stronger storms and extreme heat threaten coastal infrastructure. This paper sets out how we assess risk and adapt our terminals.',
    body: `<p>Terminals are built at the edge of the sea, and they are designed to last fifty years or more. The climate they will face in 2075 is not the one their designers assumed. For some of our sites, sea level is expected to rise by up to 0.6 metres by the end of the century.</p>
<h2>Assessing the risk</h2>
<p>We assess every terminal against four hazards: sea level rise, storm surge, extreme heat and heavy rainfall. Each is combined with the value of the assets at risk and the importance of the terminal to its region.</p>
<h2>Adapting</h2>
<ul>
<li>Raising quay heights and electrical equipment during planned renewals</li>
<li>Improving drainage and protecting substations against flooding</li>
<li>Adjusting working hours and cooling for staff during extreme heat</li>
<li>Restoring mangroves and wetlands that reduce wave energy</li>
</ul>
<p>Adaptation is cheapest when it is part of normal investment. By building climate data into every project, we avoid expensive repairs later and keep trade flowing for the communities that depend on it.</p>`,
    unit: 'metres',
    statDescription: 'of sea level rise expected at some of our sites by 2100',
    quote: 'The cheapest time to raise a quay is when you are already rebuilding it.',
    quoteAuthor: 'Kenji Watanabe',
    quoteDesignation: 'Senior Adviser, Maritime Technology',
    alt: 'Layers of waves rising towards a vessel under a storm cloud',
  },
  'the-economic-zone-investment-playbook': {
    title: 'The economic zone investment playbook',
    crumb: 'Economic zone playbook',
    short: 'What makes an economic zone succeed? This playbook distils fifteen years of experience into a practical guide for investors and governments.',
    body: `<p>There are more than 5,000 economic zones in the world, and many of them are half empty. The successful ones share a few features that have little to do with their size or incentives.</p>
<h2>Location and links</h2>
<p>A zone next to a port, with direct rail and road links, saves its tenants time and money on every shipment. Our zones sit within a few kilometres of the quay, and goods can move between them under customs control without new paperwork.</p>
<h2>The playbook</h2>
<ul>
<li>Start with demand: secure anchor tenants before building</li>
<li>Build in phases and keep land for growth</li>
<li>Offer services, not only plots: training, finance and licensing</li>
<li>Measure success by jobs and exports, not by land sold</li>
</ul>
<p>Port Lumen Economic Zone now employs more than 14,000 people. Its growth came from steady, phased development and a close partnership with the national government, lessons that can be applied in other markets.</p>`,
    unit: 'jobs',
    statDescription: 'in Port Lumen Economic Zone, six years after it opened',
    quote: 'A zone succeeds when its tenants succeed. Everything else is real estate.',
    quoteAuthor: 'Layla Al Mansoori',
    quoteDesignation: 'Vice President, Economic Zones',
    alt: 'Office and factory buildings in an economic zone at night',
  },
  'managing-the-workforce-transition-to-automation': {
    title: 'Managing the workforce transition to automation',
    crumb: 'Workforce transition',
    short: 'A guide for terminal operators and unions on planning automation with the people who will run the terminal of the future.',
    body: `<p>Automation projects at ports often fail for social rather than technical reasons. When workers fear for their jobs, disputes can delay projects by years. When they are involved from the start, the transition is faster and the results better.</p>
<h2>Principles we follow</h2>
<ul>
<li>Consult unions and staff before the decision is final</li>
<li>Guarantee retraining for every employee whose role changes</li>
<li>Use natural turnover and retirement before any redundancy</li>
<li>Share productivity gains through pay and working conditions</li>
</ul>
<h2>A case from the Americas</h2>
<p>At one of our terminals in the Americas, the automation of the yard was agreed with the union two years before the first machine arrived. Nine in ten affected employees moved to new roles in the terminal, and only 9% chose voluntary early retirement.</p>
<p>The transition is never easy, but it can be fair. This paper offers templates for agreements, training plans and communication that other operators can adapt.</p>`,
    unit: '%',
    statDescription: 'of affected staff chose early retirement; the rest moved to new roles',
    quote: 'You cannot automate a terminal against its workforce. You can only automate it with them.',
    quoteAuthor: 'Tomás Alvarez',
    quoteDesignation: 'Head of Terminal Operations, Americas',
    alt: 'Stacked containers in warm coral colours',
  },
  'cyber-security-for-port-operations': {
    title: 'Cyber security for port operations',
    crumb: 'Cyber security for ports',
    short: 'Ports are critical infrastructure and a growing target for cyber attacks. This paper sets out the controls every terminal should have in place.',
    body: `<p>A modern port depends on software for everything from berth planning to gate access. An attack that stops the terminal operating system can halt trade for days, as several ports have learned. Our security team sees attempted intrusions every day.</p>
<h2>The basics matter most</h2>
<p>Most successful attacks exploit simple weaknesses: reused passwords, unpatched systems or an employee tricked by an email. Fixing these closes the door to the majority of threats. Across the group, we have enforced multi-factor sign-in on every system, and we recover from backups within 72 hours in our tests.</p>
<h2>Controls for operational technology</h2>
<ul>
<li>Separate networks for cranes and yard equipment from office systems</li>
<li>An inventory of every connected device, with owners and patch status</li>
<li>Manual fallback procedures rehearsed twice a year</li>
</ul>
<h2>Working together</h2>
<p>No port can defend itself alone. We share threat information with other operators, shipping lines and national authorities, and we recommend that every port join such a network.</p>`,
    unit: 'hours',
    statDescription: 'to restore core terminal systems from backup in our tests',
    quote: 'The question is not whether a port will be attacked, but whether it can keep working when it is.',
    quoteAuthor: 'Kenji Watanabe',
    quoteDesignation: 'Senior Adviser, Maritime Technology',
    alt: 'A shield with a padlock in a network of connected points',
  },
};

export default articles;
